export function SiteFooter() { return <footer>footer</footer>; }
