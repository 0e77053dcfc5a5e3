import { useMutation, useQuery } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { Controller, useForm } from '../../../app/forms';
import {
  accountMutations,
  accountQueries,
  isApiError,
  signupMessages as replies,
  type SignupOrganization,
} from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { ExpertiseFields } from '../../../app/fields/expertise-fields';
import { NameField } from '../../../app/fields/name-field';
import { NewPasswordFields } from '../../../app/fields/new-password-fields';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import * as publicPage from '../../../app/public-page/public-page.css';
import { accountForm } from '../account-form';
import { signupMessages } from '../messages.ko';
import { termsAgreements, type SignupAction, type SignupState, type SignupStep } from '../signup-state';
import { OrganizationPicker, useMembershipOutlook } from './organization-picker';
import { StepActions, StepSection } from './step-layout';
import * as styles from './signup.css';

const t = signupMessages.account;

/** Which step fixes a refusal of the sign-up call, and which proof it makes void. */
function whereToFix(message: string): { step: SignupStep; clear?: 'email' | 'phone' } {
  switch (message) {
    case replies.requiredTerms:
      return { step: 'terms' };
    case replies.emailTaken:
    case replies.emailNotVerified:
      return { step: 'email', clear: 'email' };
    case replies.phoneNotVerified:
      return { step: 'phone', clear: 'phone' };
    default:
      return { step: 'account' };
  }
}

/** Step 4: name, password twice, expertise and the employing organisation; then the sign-up call. */
export function AccountStep({ state, dispatch }: { state: SignupState; dispatch: Dispatch<SignupAction> }) {
  const orgs = useQuery(accountQueries.orgs());
  const form = useForm({
    schema: accountForm,
    defaultValues: state.account,
  });
  const { errors } = form.formState;
  const orgEmployedId = form.watch('orgEmployedId');
  const organization = orgs.data?.find((org) => org.id === orgEmployedId) ?? null;
  const outlook = useMembershipOutlook(organization, state.userEmail);

  const save = () =>
    dispatch({ type: 'accountSaved', account: form.getValues(), organization: organization });

  const signup = useMutation({
    // The done step says it worked; a refusal is shown above the step it concerns.
    ...accountMutations.signup({ inPlace: 'all' }),
    onSuccess: () => dispatch({ type: 'signedUp', outcome: { organization, admitted: outlook.joinsAtOnce } }),
    onError: (error) => {
      if (!isApiError(error)) return;
      const fix = whereToFix(error.message);
      dispatch({ type: 'refused', refusal: { step: fix.step, message: error.message }, clear: fix.clear });
    },
  });

  const submit = form.handleSubmit((values) => {
    save();
    signup.mutate({
      email: state.userEmail,
      emailVerifiedToken: state.emailAuthVerifiedToken,
      phoneNumber: state.userPhoneNumber,
      phoneVerifiedToken: state.phoneAuthVerifiedToken,
      name: values.name,
      password: values.password,
      expertArea: values.expertArea,
      expertDivision: values.expertDivision,
      orgEmployedId: values.orgEmployedId,
      terms: termsAgreements(state),
    });
  });

  return (
    <StepSection title={signupMessages.steps.account}>
      <InlineAlert message={state.refusal?.message} />
      <form className={styles.step} noValidate onSubmit={submit}>
        <NameField error={errors.name?.message} {...form.register('name')} />
        <div className={publicPage.fieldGrid}>
          <NewPasswordFields
            form={form}
            names={{ password: 'password', confirm: 'passwordConfirm' }}
            labels={{ password: t.password, confirm: t.passwordConfirm }}
          />
        </div>
        <div className={publicPage.fieldGrid}>
          <ExpertiseFields control={form.control} />
        </div>
        <Controller
          control={form.control}
          name="orgEmployedId"
          render={({ field }) => (
            <OrganizationPicker
              value={field.value}
              email={state.userEmail}
              error={errors.orgEmployedId?.message}
              onChange={(org: SignupOrganization | null) => field.onChange(org?.id ?? null)}
            />
          )}
        />
        <StepActions
          onPrevious={() => {
            save();
            dispatch({ type: 'goTo', step: 'phone' });
          }}
        >
          <Button type="submit" loading={signup.isPending}>
            {t.submit}
          </Button>
        </StepActions>
      </form>
    </StepSection>
  );
}
