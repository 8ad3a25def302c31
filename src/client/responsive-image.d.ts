/** `./image.webp?responsive`: its AVIF copies at several widths (scripts/vite/responsive-images.ts). */
declare module '*?responsive' {
  const image: { type: 'image/avif'; src: string; srcSet: string };
  export default image;
}
