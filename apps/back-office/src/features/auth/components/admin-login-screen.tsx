import { SignInForm, safeReturnUrl, type SignInValues } from '@stride/app-shell';
import { AuthCard } from '@stride/ui';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { postAdminLogin } from '../api';

/** /admin/login: on success go to return_url when it is a same-site path, else the curriculum. */
export function AdminLoginScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();

  async function signIn(values: SignInValues) {
    await postAdminLogin(values);
    await navigate(safeReturnUrl(search) ?? paths.curriculum, { replace: true });
  }

  return (
    <AuthCard title="Admin sign in" subtitle="Stride back office: curriculum, customers and reports.">
      <SignInForm onSubmit={signIn} />
    </AuthCard>
  );
}
