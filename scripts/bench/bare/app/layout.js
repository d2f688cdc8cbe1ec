// The bare app's root layout: as small as a Next.js page gets.
export const metadata = { title: "Bare" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
