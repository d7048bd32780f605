def multiplier = { n -> { x -> x * n } }
def triple = multiplier(3)
println triple(5)
