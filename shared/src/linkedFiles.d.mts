export declare function unescapeHtml(text: string): string;
export declare function linkedReferences(html: string): string[];
