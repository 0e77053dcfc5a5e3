import type { IrbRequest } from '@cdmnet/api';
import { ProjectColorDot } from '../../../app/components/project-color-dot';
import * as styles from '../orgadmin.css';

/** The project that asked: its label colour (decorative), then its name. */
export function IrbProjectCell({ project }: { project: IrbRequest['project'] }) {
  return (
    <span className={styles.projectCell}>
      <ProjectColorDot color={project.color} />
      <span>{project.name}</span>
    </span>
  );
}
