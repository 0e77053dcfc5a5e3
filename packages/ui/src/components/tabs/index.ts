export { TabsContent, TabsList, TabsRoot, TabsTrigger } from './tabs';
export type { TabsContentProps, TabsListProps, TabsRootProps, TabsTriggerProps } from './tabs';
