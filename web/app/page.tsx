export default function Home() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', lineHeight: 1.5 }}>
      <h1>geo-audit</h1>
      <p>
        The REST API is served at <code>/api/v1</code>; its OpenAPI 3.1 document is at{' '}
        <a href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
      </p>
    </main>
  );
}
