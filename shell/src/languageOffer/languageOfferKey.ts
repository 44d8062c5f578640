/** localStorage key: the visitor said no to the offer of the other language; it is not made again in this browser. */
export const LANGUAGE_OFFER_DISMISSED = 'mboa:language-offer-dismissed';
