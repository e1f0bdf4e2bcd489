export { BackToTop, type BackToTopProps } from './BackToTop';
