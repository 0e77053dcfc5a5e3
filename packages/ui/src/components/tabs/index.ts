export { TabsContent, TabsList, TabsRoot, TabsTrigger } from './tabs';
export type { TabsContentProps, TabsListProps, TabsRootProps, TabsTriggerProps } from './tabs';
export { TabLink, TabLinksList, TabLinksPanel, TabLinksRoot } from './tab-links';
export type { TabLinkProps, TabLinksListProps, TabLinksPanelProps, TabLinksRootProps } from './tab-links';
