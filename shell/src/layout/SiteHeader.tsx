export function SiteHeader() { return <header><a href="/">Mboa</a></header>; }
