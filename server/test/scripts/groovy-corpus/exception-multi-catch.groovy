def attempt = { n ->
  try {
    if (n == 1) throw new IllegalArgumentException('arg')
    if (n == 2) throw new IllegalStateException('state')
    'fine'
  } catch (IllegalArgumentException | IllegalStateException e) {
    "caught ${e.message}"
  }
}
println attempt(1)
println attempt(2)
println attempt(3)
