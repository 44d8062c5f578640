export { now, inCameroon, cameroonDay, cameroonYear } from './clock.mjs';
export { identity, atAnyBranch, copyrightLine, phoneOnOneLine, regulatoryFacts } from './identity';
export type { Branch, Identity, LiveChatSchedule, Localised, SocialLink, RegulatoryIdentifier } from './identity';
export { REMOTE_NAMES, SECTION_NAMES, isRemoteName } from './remotes';
export type { RemoteName, RouteOwner } from './remotes';
export { ROUTES, LINKED_PATHS_WITHOUT_ROUTE, SITE_PAGES, findPage, findRoute, routesOwnedBy } from './routes';
export type { RouteEntry, SitePage, RoutePath, RouteSectionPath, SitePath, RelativePath, ShellRoute } from './routes';
export { REMOTE_PAGES_MODULE, defineRemotePages, isPageModule, isRemotePages } from './contract';
export type { PageLoader, PageMeta, PageModule, RemotePages } from './contract';
export type {
  DocumentRequest,
  IndexedPage,
  ReleasePreview,
  RemoteServerEntry,
  RenderedPage,
  RenderedRemotePage,
  RenderPageOptions,
  ShellServerEntry,
} from './contract';
export { escapeHtml } from './lib/escapeHtml.mjs';
export { escapeRegExp } from './lib/escapeRegExp.mjs';
export { PAGE_DATA_ID } from './lib/pageData';
export { ANCHOR_PAGE_ATTRIBUTE, RELOAD_DOCUMENT_ATTRIBUTE, navigateOnLinkClick } from './lib/linkNavigation';
export { callToActionHref } from './lib/callToAction';
export { charactersCutFromPaste } from './lib/fieldLimit';
export { fillTemplate, pluralText } from './lib/messageTemplate';
export type { MessageTemplate, PluralTexts } from './lib/messageTemplate';
export { useHydrated } from './lib/useHydrated';
export { formatIsoDate } from './lib/formatDate';
export { linkMailAddresses, telephoneHref } from './lib/contactLinks';
export { hubPage, localisedPage, productPage } from './pages/templatePages';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_NAMES,
  LOCALES,
  LanguageContext,
  languageOfPath,
  languagePrefix,
  localisedHref,
  otherLanguage,
  pathInLanguage,
  useLanguage,
  useLocalisedHref,
} from './language/language';
export type { Language } from './language/language';
export type { Translated, Translations } from './language/translation';
export { Spinner } from './components/Spinner';
export { NEEDS_APP_ATTRIBUTE, needsApp } from './components/needsApp';
export { ServerHtml } from './components/ServerHtml';
export { PageBanner } from './components/PageBanner';
export { SupportLine } from './components/SupportLine';
export type { SupportLineText } from './components/SupportLine';
export { LinkCardGrid } from './components/LinkCardGrid';
export type { LinkCard } from './components/LinkCardGrid';
export { TextField } from './components/TextField';
export { HubPage } from './components/HubPage';
export { ProductPage } from './components/ProductPage';
export { FeatureBlock } from './components/FeatureBlock';
export { IllustrationImage } from './components/IllustrationImage';
export { ListSection, Checklist } from './components/ListSection';
export { FactList } from './components/FactList';
export { CallToActionSection } from './components/CallToActionSection';
export { PageEnd } from './components/PageEnd';
export { AppStoreBadges } from './components/AppStoreBadges';
export { HeadOfficeAddress } from './components/HeadOfficeAddress';
export { IsoDate } from './components/IsoDate';
export { LineIcon } from './components/LineIcon';
export type { AppStoreBadgeText } from './components/AppStoreBadges';
export type { HubContent, HubCardGroup, HubSection } from './content/hub';
export type {
  CallToAction,
  Fact,
  Feature,
  Illustration,
  Mailbox,
  NextStep,
  ProductOption,
  ProductPageContent,
  RelatedLink,
  RelatedPages,
} from './content/productPage';
