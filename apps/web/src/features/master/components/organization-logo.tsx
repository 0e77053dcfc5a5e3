import { fileUrl } from '@cdmnet/api';
import { Avatar } from '@cdmnet/ui';

/**
 * An organisation's logo, or its first letter when it has none or the picture fails to load.
 * Decorative: the name is written beside it.
 */
export function OrganizationLogo({ name, logoImageId }: { name: string; logoImageId: number | null }) {
  return (
    <Avatar
      shape="square"
      size="sm"
      decorative
      name={name}
      src={logoImageId === null ? null : fileUrl(logoImageId)}
      fallback={name.charAt(0)}
    />
  );
}
