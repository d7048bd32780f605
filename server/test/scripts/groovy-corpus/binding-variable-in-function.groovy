rate = 3
def scaled(n) {
  n * rate
}
println scaled(5)
