export { RichTextArticle, type RichTextArticleProps } from './rich-text-article';
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { RichTextView, type RichTextViewProps } from './rich-text-view';
export { ArticleFallback, ArticleSkeleton, type ArticleFallbackProps } from './article-fallback';
