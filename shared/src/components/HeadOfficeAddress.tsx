import { identity } from '../identity';
import { useLanguage } from '../language/language';

/** The head office's postal address, as the identity module gives it, one line per part. */
export function HeadOfficeAddress({ className }: { className: string }) {
  const language = useLanguage();
  const { street, city, region, country } = identity.address;
  return (
    <address className={className}>
      {identity.name}
      <br />
      {street}
      <br />
      {city}, {region[language]}
      <br />
      {country[language]}
    </address>
  );
}
