import { LinkCardGrid, ListSection, PageBanner } from '@mboa/shared';
import { ChatSupport } from './ChatSupport';
import './help.css';
import type { HelpCenterContent } from './helpCenter';

/** /help-center: banner, the category cards, the chat-support block (the footer is the layout's). */
export default function HelpCenterPage({ content }: { content: HelpCenterContent }) {
  const { banner, categories, chat } = content;
  return (
    <>
      <PageBanner title={banner.title} description={banner.description} />
      <ListSection id="help-topics-heading" heading={categories.heading} intro={categories.intro}>
        <LinkCardGrid cards={categories.cards} />
      </ListSection>
      <ChatSupport content={chat} />
    </>
  );
}
