println((1..5).toList())
println((1..5).size())
def r = 2..4
println r.collect { it * 10 }
