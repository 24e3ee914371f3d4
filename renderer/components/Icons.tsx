/** Small line icons of the chrome; decorative (the buttons carry their own labels). */
import type { SVGProps } from 'react';

function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    />
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
);

export const InstagramIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
  </Icon>
);

export const BlueskyIcon = () => (
  <Icon>
    <path d="M12 11.5C10.6 8.7 7 4.8 4.5 4.5c-1.5-.2-1.5 1.6-1.2 3.2.4 2 1.3 4.3 4.7 4.3-3 .6-3.5 2.6-1.7 4.4 2.2 2.2 4.3.4 5.7-2.4 1.4 2.8 3.5 4.6 5.7 2.4 1.8-1.8 1.3-3.8-1.7-4.4 3.4 0 4.3-2.3 4.7-4.3.3-1.6.3-3.4-1.2-3.2C17 4.8 13.4 8.7 12 11.5z" />
  </Icon>
);

export const YoutubeIcon = () => (
  <Icon>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10.5 9.5v5l4.2-2.5z" fill="currentColor" />
  </Icon>
);

export const TwitterIcon = () => (
  <Icon>
    <path d="M4 4l16 16M20 4L4 20" />
  </Icon>
);
