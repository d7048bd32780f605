def fact(n) {
  n <= 1 ? 1 : n * fact(n - 1)
}
println fact(5)
println fact(10)
