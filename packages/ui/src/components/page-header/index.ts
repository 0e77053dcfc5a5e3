export { PageHeader, pageHeaderHeadingLevels } from './page-header';
export type { PageHeaderHeadingLevel, PageHeaderProps } from './page-header';
