def n = 10
def steps = 0
while (n > 1) {
  n = n.intdiv(2)
  steps += 1
}
println steps
println n
