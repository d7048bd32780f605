def result = [3, 1, 2].collect {
  it * 10
}.sort()
println result
def picked = [1, 2, 3, 4].findAll({ it > 1 })
println picked
