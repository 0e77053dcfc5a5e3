export { contentColumns, type ContentRow } from './content-columns';
export { ContentCreatePage, type ContentCreatePageProps } from './content-create-page';
export { ContentForm, type ContentFormProps } from './content-form';
export { ContentListPage, type ContentListPageProps } from './content-list-page';
export type {
  ContentCreateMessages,
  ContentFormMessages,
  ContentListMessages,
  ContentViewMessages,
} from './content-messages';
export {
  ContentViewPage,
  type ContentEditorProps,
  type ContentItem,
  type ContentViewPageProps,
} from './content-view-page';
