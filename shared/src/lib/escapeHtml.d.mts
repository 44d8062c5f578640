export declare function escapeHtml(text: string): string;
