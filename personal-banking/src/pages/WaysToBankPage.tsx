import {
  AppStoreBadges,
  CallToActionSection,
  FeatureBlock,
  PageBanner,
  SupportLine,
  useLocalisedHref,
} from '@mboa/shared';
import type { ReactNode } from 'react';
import type { Channel, WaysToBankContent } from '../content/types';

/** /ways-to-bank: one block per channel (app and internet, USSD, virtual card), then the next step. */
export default function WaysToBankPage({ content }: { content: WaysToBankContent }) {
  const { banner, support, channels, nextStep } = content;
  return (
    <>
      <PageBanner title={banner.title} description={banner.description}>
        <SupportLine text={support} />
      </PageBanner>
      {channels.map((channel, index) => (
        <FeatureBlock
          key={channel.id}
          id={`${channel.id}-heading`}
          heading={channel.heading}
          paragraphs={channel.paragraphs}
          features={channel.features}
          illustration={channel.illustration}
          tinted={index % 2 === 1}
        >
          <ChannelExtras channel={channel} />
        </FeatureBlock>
      ))}
      <CallToActionSection
        id="next-step-heading"
        heading={nextStep.heading}
        text={nextStep.text}
        action={nextStep.action}
      />
    </>
  );
}

function ChannelExtras({ channel }: { channel: Channel }) {
  const { id, steps, note, appStoreBadges, link } = channel;
  const href = useLocalisedHref();
  return (
    <>
      {steps && (
        <>
          <h3 id={`${id}-steps-heading`}>{steps.heading}</h3>
          <ol className="steps">
            {steps.items.map((item) => (
              <li key={item}>{markCode(item, steps.code)}</li>
            ))}
          </ol>
        </>
      )}
      {note && <p className="notice">{note}</p>}
      {appStoreBadges && <AppStoreBadges text={appStoreBadges} />}
      {link && (
        <a className="button button--secondary" href={href(link.href)}>
          {link.text}
        </a>
      )}
    </>
  );
}

/** Shows each occurrence of `code` in the text as <code>: what the user types on the keypad. */
function markCode(text: string, code: string | undefined): ReactNode {
  if (!code) return text;
  return text.split(code).flatMap((part, index) => (index === 0 ? [part] : [<code key={index}>{code}</code>, part]));
}
