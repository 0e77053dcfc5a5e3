// The texts the shared content pages need; each feature's messages.ko.ts supplies them.

export interface ContentListMessages {
  pageTitle: string;
  description: string;
  register: string;
  list: {
    tableLabel: string;
    searchPlaceholder: string;
    /** For writers, whose empty state offers 등록. */
    empty: string;
    /** For readers, who can only wait for something to be posted. */
    emptyForReaders: string;
    loadFailed: string;
    title: string;
    author: string;
    createdAt: string;
  };
  view: { unknownAuthor: string };
}

export interface ContentViewMessages {
  pageTitle: string;
  backToList: string;
  edit: string;
  remove: string;
  retry: string;
  view: { notFound: string; notFoundDescription: string; loadFailed: string; confirmDelete: string };
  form: { editTitle: string };
}

export interface ContentCreateMessages {
  pageTitle: string;
  description: string;
  backToList: string;
  noPermission: string;
  noPermissionDescription: string;
  form: { createTitle: string };
}

export interface ContentFormMessages {
  cancel: string;
  save: string;
  form: { title: string; titleHelp: string; content: string; contentHelp: string };
}
