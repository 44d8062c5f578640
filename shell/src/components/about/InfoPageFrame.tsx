import { PageBanner, navigateOnLinkClick } from '@mboa/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageBannerContent } from '../../content/aboutTypes';
import './about.css';

interface InfoPageFrameProps {
  banner: PageBannerContent;
  /** Extra lines in the banner, under its description. */
  bannerExtra?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the shell's information pages: the banner with the page's one h1, then its
 * sections. The shared primitives render plain links; a click on one that stays on the site
 * becomes client-side navigation, as on the remotes' pages, so the shell is not loaded again.
 */
export function InfoPageFrame({ banner, bannerExtra, children }: InfoPageFrameProps) {
  const navigate = useNavigate();
  return (
    <div className="info-page" onClick={(event) => navigateOnLinkClick(event, navigate)}>
      <PageBanner title={banner.title} description={banner.description}>
        {bannerExtra}
      </PageBanner>
      {children}
    </div>
  );
}
