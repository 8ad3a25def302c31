import { Navigate, type RouteObject } from 'react-router';
import { LandingPage } from '../pages/landing/landing-page.js';
import { BareFrame } from './bare-frame.js';
import { ErrorPage } from './error-page.js';
import { lazyPage } from './lazy-page.js';
import { PageFrame } from './page-frame.js';
import { RequireAuth } from './require-auth.js';
import { RootLayout } from './root-layout.js';

// Every page but the landing page is its own chunk: the first visit downloads only what it shows.
const ProvaPage = lazyPage(() => import('../pages/prova/prova-page.js'), 'ProvaPage');
const CatalogoPage = lazyPage(() => import('../pages/catalogo/catalogo-page.js'), 'CatalogoPage');
const ViewPage = lazyPage(() => import('../pages/view/view-page.js'), 'ViewPage');
const ChooseThemePage = lazyPage(() => import('../pages/choose-theme/choose-theme-page.js'), 'ChooseThemePage');
const ChooseFormatPage = lazyPage(() => import('../pages/choose-format/choose-format-page.js'), 'ChooseFormatPage');
const ChooseTemplatePage = lazyPage(() => import('../pages/choose-template/choose-template-page.js'), 'ChooseTemplatePage');
const EditorPage = lazyPage(() => import('../pages/editor/editor-page.js'), 'EditorPage');
const LayoutEditorPage = lazyPage(() => import('../pages/editor/layout-editor-page.js'), 'LayoutEditorPage');
const AccountPage = lazyPage(() => import('../pages/account/account-page.js'), 'AccountPage');
const LayoutsPage = lazyPage(() => import('../pages/layouts/layouts-page.js'), 'LayoutsPage');
const UploadTemplatePage = lazyPage(() => import('../pages/upload-template/upload-template-page.js'), 'UploadTemplatePage');
const LayoutPersonalizzatoPage = lazyPage(() => import('../pages/layout-personalizzato/layout-personalizzato-page.js'), 'LayoutPersonalizzatoPage');
const PrivacyPolicyPage = lazyPage(() => import('../pages/privacy-policy/privacy-policy-page.js'), 'PrivacyPolicyPage');
const TerminiDiServizioPage = lazyPage(() => import('../pages/termini-di-servizio/termini-di-servizio-page.js'), 'TerminiDiServizioPage');
const CookiePolicyPage = lazyPage(() => import('../pages/cookie-policy/cookie-policy-page.js'), 'CookiePolicyPage');
const SupportoPage = lazyPage(() => import('../pages/supporto/supporto-page.js'), 'SupportoPage');
const GuidaOperatorePage = lazyPage(() => import('../pages/guida-operatore/guida-operatore-page.js'), 'GuidaOperatorePage');
const ContattiPage = lazyPage(() => import('../pages/contatti/contatti-page.js'), 'ContattiPage');
const PagamentoAnnullatoPage = lazyPage(() => import('../pages/pagamento-annullato/pagamento-annullato-page.js'), 'PagamentoAnnullatoPage');
const DashboardPage = lazyPage(() => import('../pages/dashboard/dashboard-page.js'), 'DashboardPage');
const AbbonamentiPage = lazyPage(() => import('../pages/abbonamenti/abbonamenti-page.js'), 'AbbonamentiPage');
const GraziePage = lazyPage(() => import('../pages/grazie/grazie-page.js'), 'GraziePage');

/** The route table of spec part 2 §2. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    children: [
      {
        element: <PageFrame />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: 'prova', element: <ProvaPage /> },
          { path: 'choose-theme', element: <ChooseThemePage /> },
          { path: 'choose-format/:theme', element: <ChooseFormatPage /> },
          { path: 'choose-template/:theme/:format', element: <ChooseTemplatePage /> },
          { path: 'layout-personalizzato', element: <LayoutPersonalizzatoPage /> },
          { path: 'privacy-policy', element: <PrivacyPolicyPage /> },
          { path: 'termini-di-servizio', element: <TerminiDiServizioPage /> },
          { path: 'cookie-policy', element: <CookiePolicyPage /> },
          { path: 'supporto', element: <SupportoPage /> },
          { path: 'guida-operatore', element: <GuidaOperatorePage /> },
          { path: 'contatti', element: <ContattiPage /> },
          { path: 'pagamento-annullato', element: <PagamentoAnnullatoPage /> },
          { path: 'abbonamenti', element: <AbbonamentiPage /> },
          // Public, unlike the spec's: a visitor who bought the custom layout service lands here too.
          { path: 'grazie', element: <GraziePage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'editor/:theme/:format/:fileName', element: <EditorPage /> },
              { path: 'editor/layout/:layoutId', element: <LayoutEditorPage /> },
              { path: 'upload-template', element: <UploadTemplatePage /> },
              { path: 'dashboard', element: <DashboardPage /> },
              { path: 'dashboard/layouts', element: <LayoutsPage /> },
              { path: 'dashboard/account', element: <AccountPage /> },
            ],
          },
        ],
      },
      {
        element: <BareFrame />,
        children: [
          { path: 'catalogo/:operatorId', element: <CatalogoPage /> },
          { path: 'view/:operatorId/:layoutId', element: <ViewPage /> },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
