import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from '../../../app/forms';
import { PROFILE_DESCRIPTION_MAX, usersMutations, type UserInfo } from '@cdmnet/api';
import { Button, Textarea, TextField } from '@cdmnet/ui';
import { mobilePhone } from '@cdmnet/validators';
import { ExpertiseFields } from '../../../app/fields/expertise-fields';
import { fieldMessages } from '../../../app/fields/messages.ko';
import { NameField } from '../../../app/fields/name-field';
import { profileScreenMessages } from '../messages.ko';
import { digitsOnly, profileForm } from '../profile-forms';
import { PhoneVerification } from './phone-verification';
import * as styles from './profile.css';

const t = profileScreenMessages.basic;

/** 기본 정보 being edited. Saving answers the stored profile; a failed save keeps what was typed. */
export function ProfileForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const form = useForm({
    schema: profileForm,
    defaultValues: {
      name: user.name,
      phoneNumber: user.phoneNumber,
      expertArea: user.expertArea,
      expertDivision: user.expertDivision,
      description: user.description,
    },
  });
  const { errors } = form.formState;
  const modify = useMutation(usersMutations.modify());
  const [proof, setProof] = useState<{ phoneNumber: string; token: string } | undefined>(undefined);

  const phoneNumber = form.watch('phoneNumber');
  const phoneChanged = phoneNumber !== user.phoneNumber;
  const token = proof?.phoneNumber === phoneNumber ? proof.token : undefined;

  const submit = form.handleSubmit((values) => {
    if (values.phoneNumber !== user.phoneNumber && !token) {
      form.setError('phoneNumber', { message: profileScreenMessages.phone.required }, { shouldFocus: true });
      return;
    }
    modify.mutate({ ...values, phoneVerifiedToken: token }, { onSuccess: onDone });
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <NameField error={errors.name?.message} {...form.register('name')} />
      <TextField label={fieldMessages.email} value={user.primaryEmail} readOnly helpText={t.emailHelp} />
      <TextField
        label={t.phoneNumber}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        helpText={t.phoneHelp}
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber', { setValueAs: (value: string) => digitsOnly(value) })}
      />
      {phoneChanged && mobilePhone.safeParse(phoneNumber).success ? (
        <PhoneVerification
          key={phoneNumber}
          phoneNumber={phoneNumber}
          verifiedToken={token}
          onVerified={(verified) => {
            setProof({ phoneNumber, token: verified });
            form.clearErrors('phoneNumber');
          }}
        />
      ) : null}
      <ExpertiseFields control={form.control} />
      <Textarea
        label={t.description}
        maxLength={PROFILE_DESCRIPTION_MAX}
        helpText={t.descriptionHelp(PROFILE_DESCRIPTION_MAX)}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" disabled={modify.isPending} onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={modify.isPending}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
