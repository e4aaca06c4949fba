import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, useSearchParams, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/components/route-error-boundary';
import { RequireAuth } from '../features/profile/components/require-auth';
import { Spinner } from '../shared/ui/spinner';
import { HeroLayout } from './layouts/hero-layout';
import { RootLayout } from './layouts/root-layout';

/** A page in its own lazy chunk, behind its own error boundary, with a spinner while it loads. */
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  wrap?: (Page: ComponentType) => ComponentType,
) => {
  const Page = lazy<ComponentType>(() => load().then((m) => ({ default: wrap ? wrap(m[name]) : m[name] })));
  return {
    element: (
      <RouteErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    ),
  };
};

const play = page(() => import('../features/play/components/play-page'), 'PlayPage');
const docs = page(() => import('../features/documents/components/docs-page'), 'DocsPage');
const error = page(() => import('../features/errors/components/error-page'), 'ErrorPage');
const landing = page(() => import('../features/landing/components/landing-page'), 'LandingPage');
const validateEmail = page(
  () => import('../features/auth/components/login-validate-email-page'),
  'LoginValidateEmailPage',
);
const tempToken = page(
  () => import('../features/auth/components/login-with-temp-token-page'),
  'LoginWithTempTokenPage',
);
const fromGame = page(() => import('../features/auth/components/login-from-game-page'), 'LoginFromGamePage');
const discordQr = page(() => import('../features/social/components/discord-qr-page'), 'DiscordQrPage');
const friendInvite = page(() => import('../features/social/components/friend-invite-page'), 'FriendInvitePage');
const storePage = page(() => import('../features/store/components/store-page'), 'StorePage');
const continueWithPi = page(() => import('../features/store/components/continue-with-pi-page'), 'ContinueWithPiPage');
const orderReturn = page(() => import('../features/store/components/order-return-page'), 'OrderReturnPage');
const merchantCompleted = page(
  () => import('../features/store/components/merchant-payment-completed-page'),
  'MerchantPaymentCompletedPage',
);
const cardForm = page(() => import('../features/store/components/card-form-page'), 'CardFormPage');
const profile = page(
  () => import('../features/profile/components/profile-page'),
  'ProfilePage',
  (ProfilePage) => () => (
    <RequireAuth>
      <ProfilePage />
    </RequireAuth>
  ),
);

/** `/{token}?PublicId=…` is the card form; any other single segment goes home. */
function TokenOrHome() {
  const [query] = useSearchParams();
  return query.has('PublicId') ? <Outlet /> : <Navigate to="/" replace />;
}

const playRoutes: RouteObject[] = [
  { path: 'play/:game', ...play },
  { path: 'play/:game/iframe/:adapter', ...play },
  { path: 'player/:game', ...play },
  { path: 'player/:game/iframe/:adapter', ...play },
  { path: 'iframe/:adapter', ...play },
  { path: ':game/iframe/:adapter', ...play },
];

const shared: RouteObject[] = [
  { path: 'LoginValidateEmail', ...validateEmail },
  { path: 'LoginWithTempToken', ...tempToken },
  { path: 'Store/ContinueWithPI', element: <HeroLayout />, children: [{ index: true, ...continueWithPi }] },
  { path: 'Store/Return/:id', ...orderReturn },
  { path: 'Store/MerchantPaymentCompleted/:token', ...merchantCompleted },
  { path: 'Docs/:doc', ...docs },
  { path: 'Error', ...error },
  { path: 'discord-qr', ...discordQr },
  { path: 'FriendInvite/:token', ...friendInvite },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The routes of the multi-game portal, or of the single-game site when a game is fixed. */
export function portalRoutes(singleGame: boolean): RouteObject[] {
  const children: RouteObject[] = singleGame
    ? [{ index: true, ...play }, { path: 'game', ...play }, ...playRoutes, ...shared]
    : [
        { element: <HeroLayout />, children: [{ index: true, ...landing }] },
        ...playRoutes,
        { path: 'LoginFromGame/:game/:token', ...fromGame },
        { path: 'Store/:game', ...storePage },
        { path: 'Docs/:game/:adapter/:doc', ...docs },
        { path: 'Profile', ...profile },
        { path: ':token', element: <TokenOrHome />, children: [{ index: true, ...cardForm }] },
        ...shared,
      ];
  const root = (
    <RouteErrorBoundary>
      <RootLayout />
    </RouteErrorBoundary>
  );
  return [{ path: '/', element: root, children }];
}
