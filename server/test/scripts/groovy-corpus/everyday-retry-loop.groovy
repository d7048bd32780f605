def attempts = 0
def ok = false
while (!ok && attempts < 5) {
  attempts++
  ok = attempts == 3
}
println "ok=$ok after $attempts"
