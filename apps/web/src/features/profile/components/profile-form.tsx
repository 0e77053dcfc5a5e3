import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  expertAreaLabels,
  expertAreas,
  expertDivisionLabels,
  expertDivisions,
  PROFILE_DESCRIPTION_MAX,
  usersMutations,
  type UserInfo,
} from '@cdmnet/api';
import { Button, Select, Textarea, TextField } from '@cdmnet/ui';
import { mobilePhone } from '@cdmnet/validators';
import { profileScreenMessages } from '../messages.ko';
import { digitsOnly, profileForm, type ProfileFormValues } from '../profile-forms';
import { PhoneVerification } from './phone-verification';
import * as styles from './profile.css';

const t = profileScreenMessages.basic;

const areaOptions = expertAreas.map((value) => ({ value, label: expertAreaLabels[value] }));
const divisionOptions = expertDivisions.map((value) => ({ value, label: expertDivisionLabels[value] }));

/** 기본 정보 being edited. Saving answers the stored profile; a failed save keeps what was typed. */
export function ProfileForm({ user, onDone }: { user: UserInfo; onDone: () => void }) {
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileForm),
    defaultValues: {
      name: user.name,
      phoneNumber: user.phoneNumber,
      expertArea: user.expertArea,
      expertDivision: user.expertDivision,
      description: user.description,
    },
    mode: 'onTouched',
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
      <TextField
        label={t.name}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField label={t.email} value={user.primaryEmail} readOnly helpText={t.emailHelp} />
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
      <Controller
        control={form.control}
        name="expertArea"
        render={({ field }) => (
          <Select
            label={t.expertArea}
            required
            options={areaOptions}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.expertArea?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="expertDivision"
        render={({ field }) => (
          <Select
            label={t.expertDivision}
            required
            options={divisionOptions}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.expertDivision?.message}
          />
        )}
      />
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
