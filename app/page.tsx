export default function Home() {
  return (
    <main>
      <h1>Saldo</h1>
      <p>Pagá tus servicios, recargas y tarjetas de regalo.</p>
    </main>
  );
}
