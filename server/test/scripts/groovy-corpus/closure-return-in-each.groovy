def kept = []
[1, 2, 3, 4].each { n ->
  if (n % 2 == 0) return
  kept << n
}
println kept
