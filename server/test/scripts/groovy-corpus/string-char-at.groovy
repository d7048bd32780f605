println 'Hello'.charAt(0)
println 'Hello'[0].toLowerCase()
println 'hello'.toUpperCase()[1..2]
