// An active splash ad (public fields only).
export interface SplashAd {
  id: string;
  title: string;
  image_url: string;
  href: string;
}
