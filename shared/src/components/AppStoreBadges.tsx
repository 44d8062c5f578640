import { identity } from '../identity';

type Store = 'apple' | 'google';

/** "Download on the" / "App Store"; "Télécharger dans" / "l'App Store". */
export type AppStoreBadgeText = Readonly<Record<Store, { readonly callToAction: string; readonly storeName: string }>>;

interface StoreBadge {
  store: Store;
  href: string;
}

const badges: readonly StoreBadge[] = [
  { store: 'apple', href: identity.appStores.apple },
  { store: 'google', href: identity.appStores.google },
];

interface AppStoreBadgesProps {
  text: AppStoreBadgeText;
  className?: string;
}

/** CSS badges with inline SVG marks: no badge images to download. */
export function AppStoreBadges({ text, className }: AppStoreBadgesProps) {
  return (
    <ul className={className ? `store-badges ${className}` : 'store-badges'}>
      {badges.map((badge) => (
        <li key={badge.store}>
          <a className="store-badge" href={badge.href}>
            <StoreMark store={badge.store} />
            <span className="store-badge__text">
              <span className="store-badge__cta">{text[badge.store].callToAction}</span>
              {/* The space keeps the two lines apart in the link's name: "Download on the App Store". */}{' '}
              <span className="store-badge__store">{text[badge.store].storeName}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Not the official artwork. */
function StoreMark({ store }: { store: StoreBadge['store'] }) {
  return (
    <svg className="store-badge__mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {store === 'apple' ? (
        <path
          fill="currentColor"
          d="M16.4 12.7c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8c-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.5-3.7zM14.1 5.9c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.7 1.4-.6.7-1.1 1.8-1 2.9 1 .1 2.1-.5 2.7-1.3z"
        />
      ) : (
        <>
          <path fill="#34a853" d="M4 2.6 13.6 12 4 21.4c-.3-.2-.5-.6-.5-1.1V3.7c0-.5.2-.9.5-1.1z" />
          <path fill="#fbbc04" d="m16.9 8.7 3.3 1.9c1 .6 1 2.2 0 2.8l-3.3 1.9-3.3-3.3z" />
          <path fill="#4285f4" d="M13.6 12 4 21.4c.4.2.9.2 1.4-.1l11.5-6z" />
          <path fill="#ea4335" d="M13.6 12 4 2.6c.4-.2.9-.2 1.4.1l11.5 6z" />
        </>
      )}
    </svg>
  );
}
