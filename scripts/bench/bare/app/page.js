// The bare page: static text, the framework's own JavaScript only (the floor of first-load JS).
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>The floor Saldo is measured against.</p>
    </main>
  );
}
