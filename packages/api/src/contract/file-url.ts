// Apart from the schemas: a page that only shows pictures (a logo in a table row) need not load zod.

/** `/api/v1/files/{id}`: where an uploaded picture (a profile photo, a logo) is served from. */
export const fileUrl = (fileId: number): string => `/api/v1/files/${fileId}`;
