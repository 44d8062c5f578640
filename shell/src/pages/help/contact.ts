import type { Mailbox, NextStep, PageMeta, RelatedPages } from '@mboa/shared';

/** One of the institution's mailboxes, with what it is for. The address comes from the identity module. */
export interface MailboxCard {
  readonly mailbox: Mailbox;
  readonly title: string;
  readonly summary: string;
}

/** The contact page's record (/contact-us), one per language. */
export interface ContactContent {
  readonly meta: PageMeta;
  readonly banner: { readonly title: string; readonly description: string };
  readonly email: { readonly heading: string; readonly intro: string; readonly mailboxes: readonly MailboxCard[] };
  readonly phone: {
    readonly heading: string;
    readonly intro: string;
    readonly callTitle: string;
    readonly callText: string;
    readonly whatsappTitle: string;
    readonly whatsappText: string;
  };
  /**
   * Where members bank in person. The branches themselves (town, street, which is the head office)
   * are listed from the identity module; the record gives the words around them.
   */
  readonly branches: {
    readonly heading: string;
    readonly intro: string;
    /** What the head office's card says it is. */
    readonly headOffice: string;
    /** What every other branch's card says it is. */
    readonly branch: string;
  };
  /** The head office's postal address. */
  readonly office: { readonly heading: string; readonly text: string };
  readonly regulatory: { readonly heading: string; readonly intro: string };
  /** The product contract's "Email Us" button, to the info mailbox. */
  readonly emailUs: NextStep;
  /** Pages that may answer the question before the visitor writes. */
  readonly selfHelp: RelatedPages;
}
