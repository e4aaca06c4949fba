import { useNavigate, useSearchParams } from 'react-router';
import { errorPageState } from '../../../shared/lib/error-page-state';
import { useRunOnce } from '../../../shared/lib/use-run-once';

/**
 * A sign-in link's landing: spends the single-use token of the query parameter `param` once with
 * `signIn`, which answers where to go. A missing token goes to /error; a failure too, with the
 * failed response when there is one.
 */
export function useTokenLanding(param: string, signIn: (token: string) => Promise<string>) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useRunOnce(() => {
    const token = params.get(param);
    if (!token) {
      void navigate('/error', { replace: true });
      return;
    }
    signIn(token)
      .then((target) => void navigate(target, { replace: true }))
      .catch((error: unknown) => void navigate('/error', { replace: true, state: errorPageState(error) }));
  });
}
