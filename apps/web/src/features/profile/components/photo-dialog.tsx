import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, usersMutations } from '@cdmnet/api';
import {
  Button,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  DialogTrigger,
  FileUpload,
} from '@cdmnet/ui';
import { profileScreenMessages } from '../messages.ko';

const t = profileScreenMessages.photo;

/**
 * 사진 변경: pick one PNG, JPEG or WebP image of at most 2 MB, see it upload, and the avatars show it
 * (the reply replaces the cached profile). The dialog closes only on success.
 */
export function PhotoDialog() {
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const upload = useMutation(usersMutations.uploadPhoto());
  const [file] = files;

  const close = () => {
    setOpen(false);
    setFiles([]);
    setProgress(undefined);
  };
  // While the photo uploads the dialog stays open: closing would hide the progress, not stop it.
  const changeOpen = (next: boolean) => {
    if (upload.isPending) return;
    if (next) setOpen(true);
    else close();
  };
  const submit = () => {
    if (!file) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      { onSuccess: close, onError: () => setProgress(undefined) },
    );
  };

  return (
    <DialogRoot open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{t.title}</Button>
      </DialogTrigger>
      <DialogContent title={t.title} description={t.description} size="sm">
        <DialogBody>
          <FileUpload
            label={t.label}
            accept={PROFILE_PHOTO_TYPES}
            maxSize={PROFILE_PHOTO_MAX_BYTES}
            files={files}
            onFilesChange={setFiles}
            getProgress={(candidate) => (candidate === file ? progress : undefined)}
            disabled={upload.isPending}
          />
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={upload.isPending}>
              {t.cancel}
            </Button>
          </DialogClose>
          <Button disabled={!file} loading={upload.isPending} onClick={submit}>
            {t.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
