import { PageBanner } from '@mboa/shared';
import type { ReactNode } from 'react';
import type { PageBannerContent } from './infoPage';
import './infoPage.css';

interface InfoPageFrameProps {
  banner: PageBannerContent;
  /** Extra lines in the banner, under its description. */
  bannerExtra?: ReactNode;
  children: ReactNode;
}

/** The frame of the shell's company information pages: the banner with the page's one h1, then its sections. */
export function InfoPageFrame({ banner, bannerExtra, children }: InfoPageFrameProps) {
  return (
    <>
      <PageBanner title={banner.title} description={banner.description}>
        {bannerExtra}
      </PageBanner>
      {children}
    </>
  );
}
