import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { accountMutations, isApiError } from '@cdmnet/api';
import { Button, TextField } from '@cdmnet/ui';
import { profileScreenMessages } from '../messages.ko';
import { phoneCodeForm } from '../profile-forms';
import * as styles from './profile.css';

const t = profileScreenMessages.phone;

export interface PhoneVerificationProps {
  /** The new number, digits only and already valid. */
  phoneNumber: string;
  /** The proof of the number, to send with the profile change (the server spends it). */
  verifiedToken: string | undefined;
  onVerified: (token: string) => void;
}

/**
 * Re-verification of a changed phone number, inside the profile form: a code by SMS, then the code.
 * Its buttons never submit the form around it. Mount it with `key={phoneNumber}`: another number
 * starts over.
 */
export function PhoneVerification({ phoneNumber, verifiedToken, onVerified }: PhoneVerificationProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const request = useMutation(accountMutations.requestPhoneCode());
  const verify = useMutation(accountMutations.verifyPhoneCode({ inPlace: 'failures' }));

  if (verifiedToken) {
    return (
      <p className={styles.success} role="status">
        {t.verified}
      </p>
    );
  }

  const submitCode = () => {
    const parsed = phoneCodeForm.safeParse({ code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    verify.mutate(
      { phoneNumber, code: parsed.data.code },
      {
        onSuccess: ({ verifiedToken: token }) => onVerified(token),
        // Beside the field it concerns, not toasted as well.
        onError: (error) => setCodeError(isApiError(error) ? error.message : undefined),
      },
    );
  };

  const sent = request.data;
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        loading={request.isPending}
        onClick={() => request.mutate({ phoneNumber })}
      >
        {sent ? t.resendCode : t.requestCode}
      </Button>
      {sent ? (
        <div className={styles.fieldWithAction}>
          <TextField
            label={t.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            helpText={t.codeHelp(Math.round(sent.expiresInSeconds / 60))}
            error={codeError}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            onKeyDown={(event) => {
              // Enter answers the code instead of submitting the profile form.
              if (event.key === 'Enter') {
                event.preventDefault();
                submitCode();
              }
            }}
          />
          <Button
            type="button"
            variant="secondary"
            className={styles.fieldAction}
            loading={verify.isPending}
            onClick={submitCode}
          >
            {t.verify}
          </Button>
        </div>
      ) : null}
    </>
  );
}
