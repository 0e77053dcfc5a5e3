import { http, HttpResponse, type HttpHandler } from 'msw';
import { ResultCode } from '../contract/codes.js';
import { usersApi } from '../contract/index.js';
import { fieldLabels } from '../contract/field-labels.ko.js';
import { fileMessages } from '../contract/messages.ko.js';
import { detectPhotoType, PROFILE_PHOTO_MAX_BYTES, type ProfilePhotoType } from '../contract/profile.js';
import { profileMessages as t } from '../contract/profile.ko.js';
import { requiredTermsKeys } from '../contract/terms.js';
import type { MockDb } from './db.js';
import { MockFailure } from './mock.js';
import { mockFor, requireUser } from './session.js';

const refused = (message: string) => new MockFailure(400, ResultCode.INVALID_INPUT, message);

/** Photo ids of the mock start high, clear of the content fixtures' files. */
const FIRST_PHOTO_ID = 9001;

/** The signed-in user's own profile, as apps/server/src/routes/users.ts answers. */
export const usersHandlers = (db: MockDb): HttpHandler[] => {
  const mock = mockFor(db);
  // Uploaded photos (the server keeps them in its files table), served below like GET /api/v1/files/{id}.
  const photos = new Map<number, { type: ProfilePhotoType; bytes: Uint8Array }>();
  let nextPhotoId = FIRST_PHOTO_ID;

  return [
    mock(usersApi.getProfile, () => ({ content: requireUser(db) })),

    mock(usersApi.modifyProfile, ({ body }) => {
      const user = requireUser(db);
      if (
        body.phoneNumber !== user.phoneNumber &&
        body.phoneVerifiedToken !== `verified-${body.phoneNumber}`
      ) {
        throw refused(t.phoneNotVerified);
      }
      Object.assign(user, {
        name: body.name,
        phoneNumber: body.phoneNumber,
        expertArea: body.expertArea,
        expertDivision: body.expertDivision,
        description: body.description,
      });
      return { content: user, message: t.modified };
    }),

    mock(usersApi.modifyPassword, ({ body }) => {
      const user = requireUser(db);
      if (db.passwords.get(user.id) !== body.currentPassword) throw refused(t.wrongCurrentPassword);
      if (body.newPassword === body.currentPassword) {
        throw refused(`${fieldLabels.newPassword}: ${t.samePassword}`);
      }
      db.passwords.set(user.id, body.newPassword);
      return { content: null, message: t.passwordChanged };
    }),

    mock(usersApi.modifyTerms, ({ body }) => {
      const user = requireUser(db);
      if (body.terms.some((term) => requiredTermsKeys.includes(term.name) && !term.agreement)) {
        throw refused(t.requiredTermsKept);
      }
      const changes = new Map(body.terms.map((term) => [term.name, term.agreement]));
      user.terms = user.terms.map((term) => ({
        name: term.name,
        agreement: changes.get(term.name) ?? term.agreement,
      }));
      for (const [name, agreement] of changes) {
        if (!user.terms.some((term) => term.name === name)) user.terms.push({ name, agreement });
      }
      return { content: user, message: t.changed };
    }),

    mock(usersApi.uploadProfilePhoto, async ({ request, files }) => {
      const user = requireUser(db);
      if (!request.headers.get('content-type')?.includes('multipart/form-data')) {
        throw refused(fileMessages.notMultipart);
      }
      const [file] = files;
      if (!file) throw refused(t.photoMissing);
      if (files.length > 1) throw refused(t.photoTooMany);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = detectPhotoType(bytes);
      if (!type) throw refused(t.photoType);
      if (bytes.length > PROFILE_PHOTO_MAX_BYTES) {
        throw refused(t.photoTooLarge(PROFILE_PHOTO_MAX_BYTES / 1024 / 1024));
      }
      if (user.profileImageId !== null) photos.delete(user.profileImageId);
      const id = nextPhotoId++;
      photos.set(id, { type, bytes });
      user.profileImageId = id;
      return { content: user, message: t.changed };
    }),

    mock(usersApi.deleteProfilePhoto, () => {
      const user = requireUser(db);
      if (user.profileImageId !== null) photos.delete(user.profileImageId);
      user.profileImageId = null;
      return { content: user, message: t.photoDeleted };
    }),

    // Only the photos above; any other file falls through to the handlers that know it.
    http.get('*/api/v1/files/:id', ({ params }) => {
      const photo = photos.get(Number(params.id));
      if (!photo) return undefined;
      return new HttpResponse(photo.bytes, { headers: { 'Content-Type': photo.type } });
    }),
  ];
};
