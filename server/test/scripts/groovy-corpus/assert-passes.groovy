def qty = 3
assert qty > 0
assert qty == 3 : 'qty must be 3'
println 'assertions hold'
