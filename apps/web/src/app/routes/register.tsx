import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AddressStep, DetailsStep, StepProgress } from '@/features/auth/components/register-steps';
import { useRegistration } from '@/features/auth/hooks/use-registration';

export function RegisterPage() {
  useDocumentTitle('Register', 'Create a FreshFold account to book pickups and track orders.');
  const { step, back, forms, onContinue, onRegister } = useRegistration();

  return (
    <AuthCard
      title="Create your account"
      subtitle={
        step === 1
          ? 'Step 1 of 2: your details'
          : 'Step 2 of 2: your address, where we pick up and deliver'
      }
      footer={
        <>
          Already have an account?{' '}
          <Link
            to="/login"
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Login
          </Link>
        </>
      }
    >
      <StepProgress step={step} />
      {step === 1 ? (
        <DetailsStep form={forms.details} onSubmit={onContinue} />
      ) : (
        <AddressStep form={forms.address} onSubmit={onRegister} onBack={back} />
      )}
    </AuthCard>
  );
}
