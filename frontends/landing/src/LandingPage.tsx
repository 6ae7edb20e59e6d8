export default function LandingPage() {
  return <main><h1>Your Branded Client Portal — In Minutes.</h1></main>;
}
